import type { AnchorHTMLAttributes } from 'react';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import { RowActionButton } from './row-action-button';

/** Stands in for react-router-dom's Link (shared-ui does not depend on the router). */
function TestLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...rest} />;
}

test('the button is named by its label and calls onClick once per click', async () => {
  const onClick = jest.fn();
  const { user } = renderUi(<RowActionButton action="edit" label="Edit Acme" onClick={onClick} />);
  await user.click(screen.getByRole('button', { name: 'Edit Acme' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('delete is the red action', () => {
  renderUi(<RowActionButton action="delete" label="Delete Acme" onClick={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Delete Acme' })).toHaveClass('MuiIconButton-colorError');
});

test('a disabled button ignores clicks and still shows its tooltip', async () => {
  const onClick = jest.fn();
  const { user } = renderUi(<RowActionButton action="delete" label="Delete Acme" onClick={onClick} disabled />);
  const button = screen.getByRole('button', { name: 'Delete Acme' });
  expect(button).toBeDisabled();
  // Click through MUI's `pointer-events: none` as a script would: the handler must still not run.
  await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(button);
  expect(onClick).not.toHaveBeenCalled();
  await user.hover(button.parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(UI_TEXT.delete);
});

test('hovering shows the default tooltip text, or the one given', async () => {
  const { user } = renderUi(
    <>
      <RowActionButton action="edit" label="Edit Acme" onClick={() => undefined} />
      <RowActionButton action="delete" label="Remove office Main" tooltip="Remove" onClick={() => undefined} />
    </>,
  );
  expect(screen.queryByRole('tooltip')).toBeNull();
  await user.hover(screen.getByRole('button', { name: 'Edit Acme' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent(UI_TEXT.edit);
  await user.unhover(screen.getByRole('button', { name: 'Edit Acme' }));
  await user.hover(screen.getByRole('button', { name: 'Remove office Main' }));
  expect(await screen.findByRole('tooltip', { name: 'Remove' })).toBeInTheDocument();
});

test('with `to` the button is a link to that route', () => {
  renderUi(<RowActionButton action="edit" label="Edit Acme" to="/settings/companies/7/edit" linkComponent={TestLink} />);
  const link = screen.getByRole('link', { name: 'Edit Acme' });
  expect(link).toHaveAttribute('href', '/settings/companies/7/edit');
  expect(screen.queryByRole('button')).toBeNull();
});
