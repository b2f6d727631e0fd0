import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Form, useCreate, useGetList, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { FieldDef } from '../../types';
import { UploadInput } from '../upload/UploadInput';
import { UploadValue } from '../upload/UploadValue';
import { joinLinks, splitLinks } from '../upload/links';
import { useNotifyFailure } from '../useNotifyFailure';
import { PermissionButton } from '../PermissionButton';
import { useToast } from '../../../src/layout/useToast';

/** A record has a handful of pieces; one page of them is all of them. */
const MOST = 100;

// Shown as upload fields of several links are: thumbnails with the lightbox, videos in players.
const PHOTOS: FieldDef = { name: 'images', label: '照片', type: 'images' };
const VIDEOS: FieldDef = { name: 'videos', label: '视频', type: 'videos' };

/**
 * Evidence kept as rows of two resources beside a record (a photo per row in `images`, `imageUrl`; a
 * video per row in `videos`, `videoUrl`; each naming the record by `ownerKey`, in `sort` order): a
 * self-check report's 佐证, a complaint's 证据.
 */
export interface EvidenceKind {
  /** The record's resource: its add right lets one add evidence. */
  owner: string;
  ownerKey: string;
  images: string;
  videos: string;
  /** i18n prefix of the texts (evidence, photos, videos, noEvidence, addEvidence, chooseEvidence, evidenceAdded, withoutFile). */
  messages: string;
  /** Their Chinese defaults. `withoutFile`: count rows that carry no file (else they are just not shown). */
  zh: {
    evidence: string;
    photos: string;
    noEvidence: string;
    addEvidence: string;
    chooseEvidence: string;
    piece: string;
    withoutFile?: string;
  };
  testIds: {
    root: string;
    add: string;
    dialog: string;
    submit: string;
    photos?: string;
    videos?: string;
    withoutFile?: string;
  };
}

const useRows = (resource: string, ownerKey: string, ownerId: Identifier | undefined) =>
  useGetList(
    resource,
    {
      filter: { [ownerKey]: String(ownerId ?? '') },
      pagination: { page: 1, perPage: MOST },
      sort: { field: 'sort', order: 'ASC' },
    },
    { enabled: !!ownerId },
  );

/** The evidence of the record in context: photos (the lightbox) and videos (players), and 添加 for who may. */
export const EvidenceSection = ({ kind }: { kind: EvidenceKind }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const photos = useRows(kind.images, kind.ownerKey, record?.id);
  const videos = useRows(kind.videos, kind.ownerKey, record?.id);
  if (!record) return null;
  const t = (key: keyof EvidenceKind['zh'] | 'videos', options: Record<string, unknown> = {}) =>
    translate(`${kind.messages}.${key}`, { _: key === 'videos' ? '视频' : kind.zh[key], ...options });
  const photoLinks = (photos.data ?? []).map((row) => String(row.imageUrl ?? '')).filter(Boolean);
  const videoLinks = (videos.data ?? []).map((row) => String(row.videoUrl ?? '')).filter(Boolean);
  const loaded = !photos.isPending && !videos.isPending;
  // Rows whose file is missing (the demo data's, which carry no media) are counted when the kind says so.
  const withoutFile = kind.zh.withoutFile
    ? (photos.data ?? []).length + (videos.data ?? []).length - photoLinks.length - videoLinks.length
    : 0;
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid={kind.testIds.root}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('evidence')}
        </Typography>
        <PermissionButton
          resource={kind.owner}
          action="add"
          label={t('addEvidence')}
          icon={<AddPhotoIcon />}
          onClick={() => setAdding(true)}
          testId={kind.testIds.add}
        />
      </Box>
      {loaded && photoLinks.length === 0 && videoLinks.length === 0 && withoutFile === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('noEvidence')}
        </Typography>
      )}
      {loaded && withoutFile > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid={kind.testIds.withoutFile}>
          {t('withoutFile', { count: withoutFile })}
        </Typography>
      )}
      {photoLinks.length > 0 && (
        <Box sx={{ mb: 2 }} data-testid={kind.testIds.photos}>
          <Typography variant="caption" color="text.secondary">
            {t('photos')}
          </Typography>
          <UploadValue field={PHOTOS} value={joinLinks(photoLinks)} />
        </Box>
      )}
      {videoLinks.length > 0 && (
        <Box data-testid={kind.testIds.videos}>
          <Typography variant="caption" color="text.secondary">
            {t('videos')}
          </Typography>
          <UploadValue field={VIDEOS} value={joinLinks(videoLinks)} />
        </Box>
      )}
      {adding && (
        <AddEvidenceDialog
          kind={kind}
          ownerId={record.id}
          nextSort={photoLinks.length + videoLinks.length + 1}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void photos.refetch();
            void videos.refetch();
          }}
        />
      )}
    </Box>
  );
};

/** 添加: upload photos and videos (checked by kind here, by content on the server), one row each. */
const AddEvidenceDialog = ({
  kind,
  ownerId,
  nextSort,
  onClose,
  onDone,
}: {
  kind: EvidenceKind;
  ownerId: Identifier;
  nextSort: number;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const [create] = useCreate();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const photosLabel = translate(`${kind.messages}.photos`, { _: kind.zh.photos });
  const videosLabel = translate(`${kind.messages}.videos`, { _: '视频' });
  const submit = async (values: Record<string, unknown>) => {
    const photos = splitLinks(values.images);
    const videos = splitLinks(values.videos);
    if (photos.length + videos.length === 0) return setMissing(true);
    setBusy(true);
    try {
      let sort = nextSort;
      const owner = { [kind.ownerKey]: String(ownerId) };
      // One after the other, in the order shown: each piece keeps its place.
      for (const imageUrl of photos)
        await create(kind.images, { data: { ...owner, imageUrl, sort: sort++ } }, { returnPromise: true });
      for (const videoUrl of videos)
        await create(kind.videos, { data: { ...owner, videoUrl, sort: sort++ } }, { returnPromise: true });
      const count = photos.length + videos.length;
      notify(translate(`${kind.messages}.evidenceAdded`, { count, _: `已添加${count}个${kind.zh.piece}` }), 'success');
      onDone();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={kind.testIds.dialog}>
      <Form onSubmit={(values: Record<string, unknown>) => submit(values)} noValidate>
        <DialogTitle>{translate(`${kind.messages}.addEvidence`, { _: kind.zh.addEvidence })}</DialogTitle>
        <DialogContent dividers>
          <UploadInput field={{ ...PHOTOS, label: photosLabel }} label={photosLabel} />
          <UploadInput field={{ ...VIDEOS, label: videosLabel }} label={videosLabel} />
          {missing && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate(`${kind.messages}.chooseEvidence`, { _: kind.zh.chooseEvidence })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel', { _: '取消' })}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid={kind.testIds.submit}>
            {translate('app.common.confirm', { _: '确定' })}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
