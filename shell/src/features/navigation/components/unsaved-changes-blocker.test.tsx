import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { hasUnsavedChanges, setUnsavedChanges } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';
import { renderShell } from '../../../testing/render-shell';

function FormPage() {
  return (
    <>
      <h1>Edit project</h1>
      <Link to="/projects">Back to projects</Link>
      <button type="button" onClick={() => setUnsavedChanges(true)}>
        Type something
      </button>
    </>
  );
}

afterEach(() => setUnsavedChanges(false));

test('leaving with unsaved changes asks first; Cancel stays, confirming leaves and clears the flag', async () => {
  const { user, currentPath } = renderShell([{ path: '/projects/5/edit', element: <FormPage /> }], { url: '/projects/5/edit' });
  await user.click(screen.getByRole('button', { name: 'Type something' }));

  await user.click(screen.getByRole('link', { name: 'Back to projects' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('You have unsaved changes. Are you sure, you want to cancel them?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: UI_TEXT.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(currentPath()).toBe('/projects/5/edit');
  expect(hasUnsavedChanges()).toBe(true);

  await user.click(screen.getByRole('link', { name: 'Back to projects' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(currentPath()).toBe('/projects'));
  expect(hasUnsavedChanges()).toBe(false);
});

test('without unsaved changes navigation is not held back', async () => {
  const { user, currentPath } = renderShell([{ path: '/projects/5/edit', element: <FormPage /> }], { url: '/projects/5/edit' });
  await user.click(screen.getByRole('link', { name: 'Back to projects' }));
  await waitFor(() => expect(currentPath()).toBe('/projects'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the browser asks on reload or tab close only while changes are unsaved', async () => {
  const { user } = renderShell([{ path: '/projects/5/edit', element: <FormPage /> }], { url: '/projects/5/edit' });
  const pristine = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(pristine);
  expect(pristine.defaultPrevented).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Type something' }));
  const dirty = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(dirty);
  expect(dirty.defaultPrevented).toBe(true);
});
