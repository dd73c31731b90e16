// The header's breadcrumb area, derived from the current path and the names the open page gave its
// records; empty while the 404 page is shown, so it never names what was not found.
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isNotFoundShown, normalizeBreadcrumbPath, useBreadcrumbLabels } from 'shared-ui';
import { buildBreadcrumbs } from '../lib/breadcrumbs';

export function HeaderBreadcrumbs() {
  const { pathname } = useLocation();
  const labels = useBreadcrumbLabels();
  const crumbs = isNotFoundShown(labels) ? [] : buildBreadcrumbs(normalizeBreadcrumbPath(pathname), labels);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ display: { xs: 'none', sm: 'flex' }, minWidth: 0 }} maxItems={4} itemsAfterCollapse={2}>
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Link key={`${crumb.to}-${index}`} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={`${crumb.label}-${index}`} color="text.primary" aria-current={index === crumbs.length - 1 ? 'page' : undefined} noWrap>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
