import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../testing/render';
import { TaxIdInput } from './tax-id-field';

function Controlled() {
  const [value, setValue] = useState('');
  return <TaxIdInput label="Tax ID" value={value} onChange={setValue} />;
}

it('keeps digits only and inserts the dash of ##-#######', async () => {
  const { user } = renderUi(<Controlled />);
  const input = screen.getByLabelText('Tax ID');
  expect(input).toHaveAttribute('placeholder', '##-#######');
  await user.type(input, '12a3456789999');
  expect(input).toHaveValue('12-3456789');
  await user.clear(input);
  await user.type(input, '98');
  expect(input).toHaveValue('98');
});
