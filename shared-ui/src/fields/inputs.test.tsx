import { fireEvent, screen, act } from '@testing-library/react';
import { Formik, Form } from 'formik';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, VALIDATION_MESSAGES } from 'shared-contract';
import { renderUi } from '../testing/render';
import { NumbersOnlyInput } from './numbers-only-input';
import { NumericRangeField, adjustRange, type NumericRange } from './numeric-range-field';
import { SearchBox } from './search-box';
import { FormTextField } from './form-text-field';

describe('NumbersOnlyInput', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return <NumbersOnlyInput label="Zip" value={value} onChange={setValue} />;
  }

  it('blocks non-digit keys and strips pasted text', async () => {
    const { user } = renderUi(<Controlled />);
    const input = screen.getByLabelText('Zip');
    await user.type(input, '1a2-b3.e');
    expect(input).toHaveValue('123');
    fireEvent.change(input, { target: { value: '12 34x5' } });
    expect(input).toHaveValue('12345');
  });
});

describe('NumericRangeField', () => {
  it('adjustRange: negative becomes 0, a max below the min is raised, a min above the max is lowered', () => {
    expect(adjustRange({ min: '-4', max: '' }, 'min')).toEqual({ min: '0', max: '' });
    expect(adjustRange({ min: '10', max: '3' }, 'max')).toEqual({ min: '10', max: '10' });
    expect(adjustRange({ min: '10', max: '3' }, 'min')).toEqual({ min: '3', max: '3' });
    expect(adjustRange({ min: '2', max: '3' }, 'min')).toEqual({ min: '2', max: '3' });
  });

  it('applies the rule when a box loses focus', async () => {
    function Controlled() {
      const [value, setValue] = useState<NumericRange>({ min: '10', max: '' });
      return <NumericRangeField label="Users" value={value} onChange={setValue} />;
    }
    const { user } = renderUi(<Controlled />);
    await user.type(screen.getByLabelText('Users Max'), '4');
    expect(screen.getByLabelText('Users Max')).toHaveValue('4');
    await user.tab();
    expect(screen.getByLabelText('Users Max')).toHaveValue('10');
  });
});

describe('SearchBox', () => {
  afterEach(() => jest.useRealTimers());

  it("has the placeholder 'Search' and emits on every keystroke by default", async () => {
    const onSearch = jest.fn();
    const { user } = renderUi(<SearchBox onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search');
    await user.type(box, 'ab');
    expect(onSearch.mock.calls).toEqual([['a'], ['ab']]);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('with a debounce emits once typing pauses', async () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    const { user } = renderUi(<SearchBox onSearch={onSearch} debounceMs={SEARCH_DEBOUNCE_MS} />, { isFakeTimers: true });
    await user.type(screen.getByPlaceholderText('Search'), 'pump');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch.mock.calls).toEqual([['pump']]);
  });

  it('shows a value set from outside', () => {
    const { rerender } = renderUi(<SearchBox onSearch={jest.fn()} value="first" />);
    rerender(<SearchBox onSearch={jest.fn()} value="from url" />);
    expect(screen.getByPlaceholderText('Search')).toHaveValue('from url');
  });
});

describe('FormTextField', () => {
  it("shows the field's error only after it was touched", async () => {
    const { user } = renderUi(
      <Formik initialValues={{ email: '' }} validate={(v) => (v.email ? {} : { email: VALIDATION_MESSAGES.required })} onSubmit={jest.fn()}>
        <Form>
          <FormTextField name="email" label="Email" />
          <FormTextField name="other" label="Other" />
        </Form>
      </Formik>,
    );
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await act(async () => undefined);
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).not.toBeInTheDocument();
  });
});
