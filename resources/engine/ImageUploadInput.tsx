import { useId, useState, type ChangeEvent } from 'react';
import { Box, Button, CircularProgress, FormHelperText, FormLabel, IconButton, Tooltip } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteIcon from '@mui/icons-material/Close';
import { InputHelperText, useDataProvider, useInput, useTranslate, type Validator } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { checkImageFile, UPLOAD_IMAGE_RULE } from '../../src/utils/validate';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

interface Props {
  source: string;
  label: string;
  multiple?: boolean;
  validate?: Validator[];
  disabled?: boolean;
}

const toList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** An uploaded image URL (or several, comma-joined as Blade stores them); jpg/png up to 10M (spec §5). */
export const ImageUploadInput = ({ source, label, multiple = false, validate, disabled }: Props) => {
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const translate = useTranslate();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const urls = toList(field.value);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again must fire change again
    if (files.length === 0) return;
    const problem = files.map((file) => checkImageFile(file, UPLOAD_IMAGE_RULE)).find(Boolean);
    if (problem) {
      notify(problem, 'error');
      return;
    }
    setUploading(true);
    try {
      const uploaded = [];
      for (const file of multiple ? files : files.slice(0, 1)) uploaded.push((await dataProvider.upload(file)).link);
      field.onChange(multiple ? [...urls, ...uploaded].join(',') : uploaded[0]);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setUploading(false);
      field.onBlur();
    }
  };

  const remove = (url: string) => field.onChange(urls.filter((candidate) => candidate !== url).join(','));
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  return (
    <Box sx={{ my: 1 }}>
      <FormLabel htmlFor={inputId} required={isRequired} error={!!error} sx={{ display: 'block', mb: 1, fontSize: 13 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {urls.map((url) => (
          <Box key={url} sx={{ position: 'relative', width: 96, height: 96 }}>
            <Box component="img" src={url} alt={label} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
            {!disabled && (
              <Tooltip title={translate('ra.action.remove', { _: '删除' })}>
                <IconButton size="small" aria-label={translate('ra.action.remove', { _: '删除' })} onClick={() => remove(url)} sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}>
                  <DeleteIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
        {!disabled && (multiple || urls.length === 0) && (
          <Button variant="outlined" component="label" htmlFor={inputId} disabled={uploading} data-testid={`upload-${source}`} startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />} sx={{ width: 96, height: 96, flexDirection: 'column', gap: 0.5, '& .MuiButton-startIcon': { m: 0 } }}>
            {translate('app.upload.choose', { _: '上传' })}
          </Button>
        )}
        {!disabled && !multiple && urls.length > 0 && (
          <Button size="small" component="label" htmlFor={inputId} disabled={uploading}>
            {translate('app.upload.replace', { _: '更换' })}
          </Button>
        )}
      </Box>
      <input id={inputId} type="file" hidden accept="image/png,image/jpeg" multiple={multiple} onChange={onFiles} />
      <FormHelperText error={!!error}>
        <InputHelperText error={error} helperText={translate('app.upload.imageHint', { _: '只能上传jpg/png文件，且不超过10M' })} />
      </FormHelperText>
    </Box>
  );
};
