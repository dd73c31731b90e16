// Info > Template collection: the document templates chosen for this project's tasks. Templates
// come with the templates issue; until then the collection is empty and says why (no buttons that
// cannot work yet).
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Typography } from '@mui/material';
import { EmptyState } from 'shared-ui';

export const TEMPLATE_COLLECTION_EMPTY = {
  title: 'No templates in this project’s collection',
  description: 'Document templates collected for this project’s contracts and requests will be listed here once templates are available in Contract Hub.',
} as const;

export function ProjectInfoTemplateCollection() {
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Template collection
      </Typography>
      <EmptyState icon={<DescriptionOutlined fontSize="inherit" />} title={TEMPLATE_COLLECTION_EMPTY.title} description={TEMPLATE_COLLECTION_EMPTY.description} />
    </Box>
  );
}
