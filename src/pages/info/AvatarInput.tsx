import { useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, CircularProgress, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { UPLOAD_PATH, type BladeDataProvider } from '../../../dataProvider';
import { useNotifyFailure } from '../../../resources/engine';
import { useToast } from '../../layout/useToast';
import { AVATAR_IMAGE_RULE, checkImageFile } from '../../utils/validate';

/** The profile picture: png/jpeg up to 500kb (docs/spec.md §5), uploaded as soon as it is chosen. */
export const AvatarInput = ({ source, name }: { source: string; name: string }) => {
  const { field } = useInput({ source });
  const translate = useTranslate();
  const toast = useToast();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file, AVATAR_IMAGE_RULE);
    if (problem) {
      toast(problem, 'error');
      return;
    }
    setUploading(true);
    try {
      // kind=avatar: the server holds the picture to the avatar rule (png/jpeg, 500KB) by its bytes.
      field.onChange((await dataProvider.upload(file, `${UPLOAD_PATH}?kind=avatar`)).link);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar
        src={field.value || undefined}
        alt={name}
        sx={{ width: 88, height: 88, fontSize: 32 }}
        data-testid="profile-avatar"
      >
        {name.slice(0, 1)}
      </Avatar>
      <div>
        <Button
          component="label"
          variant="outlined"
          size="small"
          disabled={uploading}
          startIcon={uploading ? <CircularProgress size={14} /> : <UploadIcon />}
          data-testid="profile-avatar-upload"
        >
          {translate('app.profile.avatarUpload', { _: '上传头像' })}
          <input type="file" hidden accept="image/png,image/jpeg" onChange={onFile} />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate('app.profile.avatarHint', { _: '支持 png/jpeg，不超过 500kb' })}
        </Typography>
      </div>
    </Box>
  );
};
