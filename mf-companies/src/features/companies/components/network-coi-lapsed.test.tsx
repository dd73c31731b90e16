// A vendor whose certificate of insurance lapsed (issue 15): its row in the companies list carries the
// warning chip with the reason; the others do not.
import { screen, within } from '@testing-library/react';
import { COI_MESSAGES } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { BAYSIDE, RIDGE, installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

test("the vendor's row shows COI lapsed with the warning; a vendor with a valid certificate shows nothing", async () => {
  installCompaniesApi({ 'GET /api/v1/company/network': { body: paged([{ ...RIDGE, coi_lapsed: true }, BAYSIDE]) } });
  renderCompanies('/companies');
  const ridge = (await screen.findByRole('link', { name: 'Ridge Electric' })).closest('tr') as HTMLElement;
  const chip = within(ridge).getByText(COI_MESSAGES.lapsedChip);
  expect(chip.closest('[title]')).toHaveAttribute('title', COI_MESSAGES.lapsedWarning);
  const bayside = screen.getByRole('link', { name: 'Bayside Concrete' }).closest('tr') as HTMLElement;
  expect(within(bayside).queryByText(COI_MESSAGES.lapsedChip)).not.toBeInTheDocument();
});
