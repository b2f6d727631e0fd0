import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Form, useCreate, useGetList, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { FieldDef } from '../../types';
import { UploadInput } from '../../engine/upload/UploadInput';
import { UploadValue } from '../../engine/upload/UploadValue';
import { joinLinks, splitLinks } from '../../engine/upload/links';
import { useNotifyFailure } from '../../engine/useNotifyFailure';
import { PermissionButton } from '../../system/common/PermissionButton';
import { useToast } from '../../../src/layout/useToast';

/** A report has a handful of pieces; one page of them is all of them. */
const MOST = 100;

// The gallery and the dialog show links as upload fields of several links do (lightbox, players).
const PHOTOS: FieldDef = { name: 'images', label: '照片', type: 'images' };
const VIDEOS: FieldDef = { name: 'videos', label: '视频', type: 'videos' };

const useEvidence = (resource: 'reportworkimg' | 'reportworkvideo', reportcheckId: Identifier | undefined) =>
  useGetList(resource, { filter: { reportcheckId: String(reportcheckId ?? '') }, pagination: { page: 1, perPage: MOST }, sort: { field: 'sort', order: 'ASC' } }, { enabled: !!reportcheckId });

/**
 * 上报佐证 of a self-check report's show page: its photos (thumbnails, the lightbox) and videos
 * (players), read from `reportworkimg` / `reportworkvideo`, and 添加佐证 for who may add to reports.
 */
export const EvidenceGallery = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const photos = useEvidence('reportworkimg', record?.id);
  const videos = useEvidence('reportworkvideo', record?.id);
  if (!record) return null;
  const photoLinks = (photos.data ?? []).map((row) => String(row.imageUrl ?? '')).filter(Boolean);
  const videoLinks = (videos.data ?? []).map((row) => String(row.videoUrl ?? '')).filter(Boolean);
  const loaded = !photos.isPending && !videos.isPending;
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="report-evidence">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('app.reportcheck.evidence', { _: '上报佐证' })}</Typography>
        <PermissionButton resource="reportcheck" action="add" label={translate('app.reportcheck.addEvidence', { _: '添加佐证' })} icon={<AddPhotoIcon />} onClick={() => setAdding(true)} testId="evidence-add" />
      </Box>
      {loaded && photoLinks.length === 0 && videoLinks.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.reportcheck.noEvidence', { _: '暂无佐证' })}</Typography>}
      {photoLinks.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="caption" color="text.secondary">{translate('app.reportcheck.photos', { _: '照片' })}</Typography>
          <UploadValue field={PHOTOS} value={joinLinks(photoLinks)} />
        </Box>
      )}
      {videoLinks.length > 0 && (
        <Box>
          <Typography variant="caption" color="text.secondary">{translate('app.reportcheck.videos', { _: '视频' })}</Typography>
          <UploadValue field={VIDEOS} value={joinLinks(videoLinks)} />
        </Box>
      )}
      {adding && (
        <AddEvidenceDialog
          reportcheckId={record.id}
          nextSort={photoLinks.length + videoLinks.length + 1}
          onClose={() => setAdding(false)}
          onDone={() => { setAdding(false); void photos.refetch(); void videos.refetch(); }}
        />
      )}
    </Box>
  );
};

/** 添加佐证: upload photos and videos (checked by kind here, by content on the server), one row each. */
const AddEvidenceDialog = ({ reportcheckId, nextSort, onClose, onDone }: { reportcheckId: Identifier; nextSort: number; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const [create] = useCreate();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    const photos = splitLinks(values.images);
    const videos = splitLinks(values.videos);
    if (photos.length + videos.length === 0) return setMissing(true);
    setBusy(true);
    try {
      let sort = nextSort;
      // One after the other, in the order shown: each piece keeps its place.
      for (const imageUrl of photos) await create('reportworkimg', { data: { reportcheckId: String(reportcheckId), imageUrl, sort: sort++ } }, { returnPromise: true });
      for (const videoUrl of videos) await create('reportworkvideo', { data: { reportcheckId: String(reportcheckId), videoUrl, sort: sort++ } }, { returnPromise: true });
      notify(translate('app.reportcheck.evidenceAdded', { count: photos.length + videos.length, _: `已添加${photos.length + videos.length}个佐证` }), 'success');
      onDone();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="evidence-dialog">
      <Form onSubmit={(values: Record<string, unknown>) => submit(values)} noValidate>
        <DialogTitle>{translate('app.reportcheck.addEvidence', { _: '添加佐证' })}</DialogTitle>
        <DialogContent dividers>
          <UploadInput field={{ ...PHOTOS, label: translate('app.reportcheck.photos', { _: '照片' }) }} label={translate('app.reportcheck.photos', { _: '照片' })} />
          <UploadInput field={{ ...VIDEOS, label: translate('app.reportcheck.videos', { _: '视频' }) }} label={translate('app.reportcheck.videos', { _: '视频' })} />
          {missing && <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.reportcheck.chooseEvidence', { _: '请上传照片或视频' })}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel', { _: '取消' })}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="evidence-submit">{translate('app.common.confirm', { _: '确定' })}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
