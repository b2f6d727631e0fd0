import { Box, Card, CardContent, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { FieldValue, LifecycleRowActions, ShowPage, useFieldLabel, useResourceDef, visibleFields } from '../../engine';
import { HANDLE_FIELD_NAMES, HandleInfo } from '../../finding-screens/HandleInfo';
import { SuperviseButton } from '../../finding-screens/SuperviseButton';
import { ComplaintEvidence } from './ComplaintEvidence';

/** The answer told to the consumer, kept apart from the complaint as the handle record is. */
const REPLY = new Set(['replyContent', 'replyTime']);

/** 答复投诉人: what the consumer was told (by 处理 or 不予受理) and when. */
const ReplyCard = () => {
  const def = useResourceDef();
  const record = useRecordContext();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  if (!record?.replyTime) return null;
  return (
    <Card variant="outlined" sx={{ mx: 2, mt: 2 }} data-testid="complaint-reply">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('app.complaint.reply', { _: '答复投诉人' })}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, gap: 2 }}>
          {def.fields
            .filter((field) => REPLY.has(field.name))
            .map((field) => (
              <Labeled key={field.name} label={labelOf(field)} fullWidth>
                <FieldValue field={field} />
              </Labeled>
            ))}
        </Box>
      </CardContent>
    </Card>
  );
};

/** Edit only while 待处理 (the server refuses the others too). */
/**
 * A complaint: what the consumer complained of, the evidence gallery (photos in the lightbox, videos
 * playing in place, 添加证据), the answer told to the consumer, the handle record and the timeline;
 * the declared 处理 / 不予受理 / 督办完成 and 督办 in the toolbar.
 */
export const ComplaintShow = () => {
  const def = useResourceDef();
  return (
    <ShowPage
      fields={visibleFields(def).filter((field) => !HANDLE_FIELD_NAMES.has(field.name) && !REPLY.has(field.name))}

      actions={
        <>
          <LifecycleRowActions />
          <SuperviseButton />
        </>
      }
      history
    >
      <ComplaintEvidence />
      <ReplyCard />
      <HandleInfo />
    </ShowPage>
  );
};
