import { render, screen } from '@testing-library/react';
import { UpgradeRequestAlert } from './upgrade-request-alert';

const REQUEST = { id: 1, status: 'pending' as const, message: 'We run our own projects now.', requested_at: '2026-11-23T10:00:00.000Z', requested_by: 'Sam Ridge' };

test('shows a pending upgrade request with who asked, when and the message', () => {
  render(<UpgradeRequestAlert request={REQUEST} />);
  expect(screen.getByText('Upgrade to the General plan requested')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Requested on 11/23/2026 by Sam Ridge. Message: “We run our own projects now.”');
});

test('shows nothing without a pending request', () => {
  const { container } = render(<UpgradeRequestAlert request={{ ...REQUEST, status: 'done' }} />);
  expect(container).toBeEmptyDOMElement();
  render(<UpgradeRequestAlert request={null} />);
  expect(screen.queryByRole('alert')).toBeNull();
});
