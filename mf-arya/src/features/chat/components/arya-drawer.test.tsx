// The Arya drawer before the conversation exists: it opens, takes a draft, and never pretends to send.
import { screen } from '@testing-library/react';
import { renderRemote } from 'test-support/render-remote';
import { AryaDrawer } from './arya-drawer';

test('Ask Arya opens the drawer; sending is disabled with a Coming soon hint', async () => {
  const { user } = renderRemote(<AryaDrawer />);
  await user.click(screen.getByRole('button', { name: 'Ask Arya' }));

  expect(screen.getByRole('heading', { name: 'Arya' })).toBeInTheDocument();
  const input = screen.getByPlaceholderText('Enter your message here');
  await user.type(input, 'How many open tasks?');
  expect(input).toHaveValue('How many open tasks?');

  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await user.hover(send.parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Coming soon');

  await user.click(screen.getByRole('button', { name: 'New Message' }));
  expect(input).toHaveValue('');
});

test('the drawer closes again', async () => {
  const { user } = renderRemote(<AryaDrawer />);
  await user.click(screen.getByRole('button', { name: 'Ask Arya' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await screen.findByRole('button', { name: 'Ask Arya' });
  expect(screen.queryByPlaceholderText('Enter your message here')).not.toBeInTheDocument();
});
