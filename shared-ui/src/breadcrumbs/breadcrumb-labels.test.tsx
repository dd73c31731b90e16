import { act, render, renderHook, screen } from '@testing-library/react';
import {
  getBreadcrumbLabels,
  normalizeBreadcrumbPath,
  setBreadcrumbLabel,
  useBreadcrumbLabel,
  useBreadcrumbLabels,
} from './breadcrumb-labels';

function Header() {
  const labels = useBreadcrumbLabels();
  return <p data-testid="labels">{JSON.stringify(labels)}</p>;
}

function Page({ path, name }: { path: string; name?: string | null }) {
  useBreadcrumbLabel(path, name);
  return null;
}

const shown = () => JSON.parse(screen.getByTestId('labels').textContent ?? '{}');

describe('breadcrumb labels', () => {
  it('a page names its crumb while mounted; the header re-renders; unmount clears it', () => {
    const { rerender } = render(
      <>
        <Header />
        <Page path="/companies/7" name={null} />
      </>,
    );
    // Nothing while the record loads.
    expect(shown()).toEqual({});
    rerender(
      <>
        <Header />
        <Page path="/companies/7" name="Ridge Electric" />
      </>,
    );
    expect(shown()).toEqual({ '/companies/7': 'Ridge Electric' });
    rerender(
      <>
        <Header />
        <Page path="/companies/8/" name="  Bayside Concrete " />
      </>,
    );
    expect(shown()).toEqual({ '/companies/8': 'Bayside Concrete' });
    rerender(<Header />);
    expect(shown()).toEqual({});
    expect(getBreadcrumbLabels()).toEqual({});
  });

  it('the latest page to name a path wins, and the earlier name returns when it goes', () => {
    const clearFirst = setBreadcrumbLabel('/companies/7', 'First');
    const clearSecond = setBreadcrumbLabel('/companies/7', 'Second');
    expect(getBreadcrumbLabels()['/companies/7']).toBe('Second');
    clearSecond();
    expect(getBreadcrumbLabels()['/companies/7']).toBe('First');
    clearSecond();
    expect(getBreadcrumbLabels()['/companies/7']).toBe('First');
    clearFirst();
    expect(getBreadcrumbLabels()).toEqual({});
  });

  it('keeps the same snapshot until something changes (no needless renders)', () => {
    const { result } = renderHook(() => useBreadcrumbLabels());
    const before = result.current;
    expect(getBreadcrumbLabels()).toBe(before);
    let clear = () => {};
    act(() => {
      clear = setBreadcrumbLabel('/a/1', 'A');
    });
    expect(result.current).not.toBe(before);
    expect(result.current).toEqual({ '/a/1': 'A' });
    act(() => clear());
    expect(result.current).toEqual({});
  });

  it('is one store per page, even for a second copy of the module', () => {
    const clear = setBreadcrumbLabel('/companies/3', 'Summit Plumbing');
    jest.isolateModules(() => {
      // require, not import: isolateModules needs a synchronous second copy of the module.
      const copy = require('./breadcrumb-labels') as typeof import('./breadcrumb-labels');
      expect(copy.getBreadcrumbLabels()).toEqual({ '/companies/3': 'Summit Plumbing' });
    });
    clear();
  });

  it('normalizes paths', () => {
    expect(normalizeBreadcrumbPath('/companies/7/')).toBe('/companies/7');
    expect(normalizeBreadcrumbPath('companies/7?tab=1')).toBe('/companies/7');
    expect(normalizeBreadcrumbPath('/')).toBe('/');
  });
});
