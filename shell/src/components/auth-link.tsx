// An in-app link styled like the MUI Link, for the sign-in and sign-up pages.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

type AuthLinkProps = {
  to: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export function AuthLink({ to, children, onClick }: AuthLinkProps) {
  return (
    <Link component={RouterLink} to={to} onClick={onClick} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}
