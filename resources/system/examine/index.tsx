import ExamineIcon from '@mui/icons-material/FactCheckOutlined';
import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useTranslate } from 'react-admin';
import { buildScreens } from '../../engine';
import { FieldValue } from '../../engine/FieldValue';
import { useFieldLabel, useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { withDef } from '../../engine/withDef';
import { ResourceList } from '../common/ResourceList';
import { ExamineHandleButton } from './ExamineHandleButton';
import schema from './schema';

const ExamineList = () => <ResourceList rowActions={<ExamineHandleButton />} />;

const ExamineShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  return (
    <Show
      title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      actions={<TopToolbar><ListButton /><EditButton /><ExamineHandleButton /></TopToolbar>}
    >
      <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {visibleFields(def).map((field) => (
          <Box key={field.name} sx={{ gridColumn: field.type === 'text' ? '1 / -1' : undefined }}>
            <Labeled label={labelOf(field)} fullWidth><FieldValue field={field} /></Labeled>
          </Box>
        ))}
      </Box>
    </Show>
  );
};

/** 审核管理: the generated screens with the 审核 (handle) button on each pending row and on the show page. */
const { create, edit } = buildScreens(schema);

export default {
  list: withDef(schema, ExamineList, 'List'),
  create,
  edit,
  show: withDef(schema, ExamineShow, 'Show'),
  icon: ExamineIcon,
};
