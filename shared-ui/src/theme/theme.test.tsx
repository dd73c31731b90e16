import { Autocomplete, TextField } from '@mui/material';
import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render';

describe('theme', () => {
  it("makes every Autocomplete say 'Item not found' when nothing matches, not MUI's 'No options'", async () => {
    const { user } = renderUi(<Autocomplete options={['Design', 'Build']} renderInput={(params) => <TextField {...params} label="Stage" />} />);
    await user.type(screen.getByRole('combobox', { name: 'Stage' }), 'zzz');
    expect(await screen.findByText('Item not found')).toBeInTheDocument();
    expect(screen.queryByText('No options')).not.toBeInTheDocument();
  });
});
