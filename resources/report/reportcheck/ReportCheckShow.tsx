import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useTranslate } from 'react-admin';
import { FieldValue } from '../../engine/FieldValue';
import { WithRelatedTabs } from '../../engine/RelatedTabs';
import { useFieldLabel, useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { EvidenceGallery } from './EvidenceGallery';

/**
 * A self-check report: what was reported (the period and lateness the server named), then its
 * evidence gallery (photos in the lightbox, videos playing in place, 添加佐证); the findings it opened
 * are a tab beside it.
 */
export const ReportCheckShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  return (
    <Show
      title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      actions={<TopToolbar><ListButton /><EditButton /></TopToolbar>}
    >
      <WithRelatedTabs>
        <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {visibleFields(def).map((field) => (
            <Box key={field.name} sx={{ gridColumn: field.type === 'text' ? '1 / -1' : undefined }}>
              <Labeled label={labelOf(field)} fullWidth>
                <FieldValue field={field} />
              </Labeled>
            </Box>
          ))}
        </Box>
        <EvidenceGallery />
      </WithRelatedTabs>
    </Show>
  );
};
