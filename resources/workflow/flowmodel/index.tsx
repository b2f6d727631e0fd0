import { Box, Button } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { buildScreens } from '../../engine';
import schema from './schema';

/**
 * 模型管理: the generated list and forms (name, key, category); the edit page opens the designer
 * (/flow/model/design/:id), where the diagram is drawn, saved and deployed.
 */
const generated = buildScreens(schema);
const GeneratedEdit = generated.edit!;

function ModelEdit() {
  const { id } = useParams();
  const t = useTranslate();
  return (
    <Box>
      <Button
        variant="outlined"
        component={Link}
        to={`/flow/model/design/${id}`}
        sx={{ mb: 1 }}
        data-testid="open-designer"
      >
        {t('app.workflow.designer', { _: '流程设计' })}
      </Button>
      <GeneratedEdit />
    </Box>
  );
}

export default { ...generated, edit: ModelEdit };
