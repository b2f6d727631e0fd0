import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { buildScreens, dayRangeFilters, ResourceList } from '../../engine';
import { useTranslate } from 'react-admin';
import { InspectCreate, InspectEdit } from './InspectForm';
import schema from './schema';

/**
 * 巡检记录: the generated list (filters: subject, result, inspector, and the inspection time range),
 * the docs/spec.md §3 form for new and edited inspections, and the generated show page (photos, the
 * inspection's finding and evaluations as tabs, history).
 */
const InspectList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={dayRangeFilters(
        'inspectTime',
        translate('app.inspect.from', { _: '巡检时间起' }),
        translate('app.inspect.to', { _: '巡检时间止' }),
      )}
    />
  );
};

export default buildScreens(schema, {
  list: InspectList,
  create: InspectCreate,
  edit: InspectEdit,
  icon: FactCheckIcon,
});
