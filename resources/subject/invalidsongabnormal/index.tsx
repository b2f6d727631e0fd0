import { Box } from '@mui/material';
import MusicOffIcon from '@mui/icons-material/MusicOffOutlined';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useTranslate } from 'react-admin';
import { buildScreens } from '../../engine';
import { FieldValue } from '../../engine/FieldValue';
import { HistoryTimeline } from '../../engine/HistoryTimeline';
import { LifecycleRowActions } from '../../engine/LifecycleActions';
import { useFieldLabel, useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { withDef } from '../../engine/withDef';
import { ResourceList } from '../../system/common/ResourceList';
import { HANDLE_FIELD_NAMES, HandleInfo } from './HandleInfo';
import { SuperviseButton } from './SuperviseButton';
import schema from './schema';

/**
 * 违规曲目异常: the generated list and forms (the declared 处理 dialog with its evidence upload and 督办完成
 * come with the life cycle) plus 督办 per row; the show page groups the handle record (get-handle-info)
 * apart from what was found, above the timeline.
 */
const { create, edit } = buildScreens(schema);

const FindingList = () => <ResourceList noCreate rowActions={<SuperviseButton />} />;

const FindingShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const fields = visibleFields(def).filter((field) => !HANDLE_FIELD_NAMES.has(field.name));
  return (
    <Show
      title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      actions={<TopToolbar><ListButton /><EditButton /><LifecycleRowActions /><SuperviseButton /></TopToolbar>}
    >
      <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {fields.map((field) => (
          <Labeled key={field.name} label={labelOf(field)} fullWidth>
            <FieldValue field={field} />
          </Labeled>
        ))}
      </Box>
      <HandleInfo />
      <HistoryTimeline />
    </Show>
  );
};

export default {
  list: withDef(schema, FindingList, 'List'),
  create,
  edit,
  show: withDef(schema, FindingShow, 'Show'),
  icon: MusicOffIcon,
};
