import { Box, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { FieldDef } from '../../types';
import { ShowPage, UploadValue, joinLinks } from '../../engine';

const PHOTOS: FieldDef = { name: 'images', label: '图片', type: 'images' };

/** The photos of the evaluation (`evaluationimg`), in the lightbox. */
const EvaluationPhotos = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending } = useGetList(
    'evaluationimg',
    {
      filter: { evaluationId: String(record?.id ?? '') },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'sort', order: 'ASC' },
    },
    { enabled: !!record?.id },
  );
  if (!record) return null;
  const links = (data ?? []).map((row) => String(row.imageUrl ?? '')).filter(Boolean);
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="evaluation-photos">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.consumerEvaluation.photos', { _: '评价图片' })}
      </Typography>
      {!isPending && links.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.consumerEvaluation.noPhotos', { _: '暂无图片' })}
        </Typography>
      )}
      {links.length > 0 && <UploadValue field={PHOTOS} value={joinLinks(links)} />}
    </Box>
  );
};

/** A consumer's evaluation: what they gave and wrote, then their photos. */
export const EvaluationShow = () => (
  <ShowPage>
    <EvaluationPhotos />
  </ShowPage>
);
