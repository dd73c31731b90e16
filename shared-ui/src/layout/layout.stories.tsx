import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Breadcrumbs, Button, Link, Typography } from '@mui/material';
import { UI_TEXT } from 'shared-contract';
import { PageHeader } from './page-header';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { LoadErrorState } from './load-error-state';
import { ListToolbar } from './list-toolbar';
import { TextField } from '@mui/material';
import { NotFoundState } from './not-found-state';
import { SectionLandingPage } from './section-landing-page';

const meta: Meta<typeof PageHeader> = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Companies',
    subtitle: 'Every company on the platform',
    breadcrumbs: (
      <Breadcrumbs>
        <Link underline="hover" color="inherit" href="#">
          Admin
        </Link>
        <Typography color="text.primary">Companies</Typography>
      </Breadcrumbs>
    ),
    actions: <Button variant="contained">Create account</Button>,
  },
};
export default meta;

export const Header: StoryObj<typeof PageHeader> = {};
export const Empty: StoryObj = { render: () => <EmptyState title={UI_TEXT.noDataYet} description="Create the first project to see it here." /> };
export const Loading: StoryObj = { render: () => <LoadingState /> };
export const NotFound: StoryObj = { render: () => <NotFoundState /> };
export const SectionLanding: StoryObj = { render: () => <SectionLandingPage title="Projects" /> };
export const LoadError: StoryObj = { render: () => <LoadErrorState error={new Error('offline')} onRetry={() => undefined} /> };
export const LoadErrorForbidden: StoryObj = { render: () => <LoadErrorState error={{ response: { status: 403 } }} onRetry={() => undefined} /> };
export const Toolbar: StoryObj = { render: () => <ListToolbar><TextField size="small" label="Search" /><Button variant="outlined">Filters</Button></ListToolbar> };
