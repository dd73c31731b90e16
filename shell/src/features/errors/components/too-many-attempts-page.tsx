// /429 (ToManyAttempts): reached when the API answers 429; Back returns to where the user was.
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { UI_TEXT } from 'shared-contract';
import { ErrorPageFrame } from './error-page-frame';

export function TooManyAttemptsPage() {
  const navigate = useNavigate();
  return (
    <ErrorPageFrame
      code="429"
      title={UI_TEXT.page429.title}
      action={
        <Button variant="contained" onClick={() => navigate(-1)}>
          {UI_TEXT.page429.button}
        </Button>
      }
    />
  );
}
