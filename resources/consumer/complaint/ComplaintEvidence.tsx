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

/** A complaint has a handful of pieces; one page of them is all of them. */
const MOST = 100;

// Shown as upload fields of several links are: thumbnails with the lightbox, videos in players.
const PHOTOS: FieldDef = { name: 'images', label: '图片', type: 'images' };
const VIDEOS: FieldDef = { name: 'videos', label: '视频', type: 'videos' };

const useEvidence = (resource: 'complaintimg' | 'complaintvideo', complaintId: Identifier | undefined) =>
  useGetList(resource, { filter: { complaintId: String(complaintId ?? '') }, pagination: { page: 1, perPage: MOST }, sort: { field: 'sort', order: 'ASC' } }, { enabled: !!complaintId });

/**
 * 投诉证据 of a complaint's show page: the photos (thumbnails, the lightbox) and videos (players) the
 * consumer gave, read from `complaintimg` / `complaintvideo`, and 添加证据 for who may add complaints.
 */
export const ComplaintEvidence = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const photos = useEvidence('complaintimg', record?.id);
  const videos = useEvidence('complaintvideo', record?.id);
  if (!record) return null;
  const photoLinks = (photos.data ?? []).map((row) => String(row.imageUrl ?? '')).filter(Boolean);
  const videoLinks = (videos.data ?? []).map((row) => String(row.videoUrl ?? '')).filter(Boolean);
  const loaded = !photos.isPending && !videos.isPending;
  // Rows whose file is missing (the demo data's, which carry no media) are counted, not shown.
  const withoutFile = (photos.data ?? []).length + (videos.data ?? []).length - photoLinks.length - videoLinks.length;
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="complaint-evidence">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('app.complaint.evidence', { _: '投诉证据' })}</Typography>
        <PermissionButton resource="complaint" action="add" label={translate('app.complaint.addEvidence', { _: '添加证据' })} icon={<AddPhotoIcon />} onClick={() => setAdding(true)} testId="complaint-evidence-add" />
      </Box>
      {loaded && photoLinks.length === 0 && videoLinks.length === 0 && withoutFile === 0 && <Typography variant="body2" color="text.secondary">{translate('app.complaint.noEvidence', { _: '暂无证据' })}</Typography>}
      {loaded && withoutFile > 0 && <Typography variant="body2" color="text.secondary" data-testid="complaint-evidence-nofile">{translate('app.complaint.withoutFile', { _: '%{count}条证据未附文件', count: withoutFile })}</Typography>}
      {photoLinks.length > 0 && (
        <Box sx={{ mb: 2 }} data-testid="complaint-photos">
          <Typography variant="caption" color="text.secondary">{translate('app.complaint.photos', { _: '图片' })}</Typography>
          <UploadValue field={PHOTOS} value={joinLinks(photoLinks)} />
        </Box>
      )}
      {videoLinks.length > 0 && (
        <Box data-testid="complaint-videos">
          <Typography variant="caption" color="text.secondary">{translate('app.complaint.videos', { _: '视频' })}</Typography>
          <UploadValue field={VIDEOS} value={joinLinks(videoLinks)} />
        </Box>
      )}
      {adding && (
        <AddEvidenceDialog
          complaintId={record.id}
          nextSort={photoLinks.length + videoLinks.length + 1}
          onClose={() => setAdding(false)}
          onDone={() => { setAdding(false); void photos.refetch(); void videos.refetch(); }}
        />
      )}
    </Box>
  );
};

/** 添加证据: upload photos and videos (checked by kind here, by content on the server), one row each. */
const AddEvidenceDialog = ({ complaintId, nextSort, onClose, onDone }: { complaintId: Identifier; nextSort: number; onClose: () => void; onDone: () => void }) => {
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
      for (const imageUrl of photos) await create('complaintimg', { data: { complaintId: String(complaintId), imageUrl, sort: sort++ } }, { returnPromise: true });
      for (const videoUrl of videos) await create('complaintvideo', { data: { complaintId: String(complaintId), videoUrl, sort: sort++ } }, { returnPromise: true });
      notify(translate('app.complaint.evidenceAdded', { count: photos.length + videos.length, _: `已添加${photos.length + videos.length}个证据` }), 'success');
      onDone();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="complaint-evidence-dialog">
      <Form onSubmit={(values: Record<string, unknown>) => submit(values)} noValidate>
        <DialogTitle>{translate('app.complaint.addEvidence', { _: '添加证据' })}</DialogTitle>
        <DialogContent dividers>
          <UploadInput field={{ ...PHOTOS, label: translate('app.complaint.photos', { _: '图片' }) }} label={translate('app.complaint.photos', { _: '图片' })} />
          <UploadInput field={{ ...VIDEOS, label: translate('app.complaint.videos', { _: '视频' }) }} label={translate('app.complaint.videos', { _: '视频' })} />
          {missing && <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.complaint.chooseEvidence', { _: '请上传图片或视频' })}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel', { _: '取消' })}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="complaint-evidence-submit">{translate('app.common.confirm', { _: '确定' })}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
