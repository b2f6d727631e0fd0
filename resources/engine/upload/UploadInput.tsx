import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, FormHelperText, FormLabel, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import RemoveIcon from '@mui/icons-material/Close';
import BeforeIcon from '@mui/icons-material/ChevronLeft';
import AfterIcon from '@mui/icons-material/ChevronRight';
import {
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslate,
  useWrappedSource,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MULTI_UPLOAD_TYPES, type FieldDef } from '../../types';
import {
  acceptOf,
  checkBeforeUpload,
  kindOfField,
  refusalOf,
  sizeText,
  UPLOAD_KINDS,
  type UploadKind,
} from '../../upload-kinds';
import { useToast } from '../../../src/layout/useToast';
import { useNotifyFailure } from '../useNotifyFailure';
import { VISUALLY_HIDDEN } from '../visuallyHidden';
import { FileChip } from './FileChip';
import { Thumbnail } from './Thumbnail';
import { Lightbox } from './Lightbox';
import { joinLinks, splitLinks, uploadUrl } from './links';
import { useUploads, type PendingUpload } from './useUploads';

interface Props {
  field: FieldDef;
  label: string;
  validate?: Validator[];
}

const SIZE: Record<UploadKind, { width: number; height: number }> = {
  image: { width: 96, height: 96 },
  avatar: { width: 96, height: 96 },
  video: { width: 168, height: 96 },
  file: { width: 168, height: 32 },
};

/** The buttons of one uploaded item: remove, and for several, move before / after. */
const ItemControls = ({
  onRemove,
  onBefore,
  onAfter,
}: {
  onRemove: () => void;
  onBefore?: () => void;
  onAfter?: () => void;
}) => {
  const translate = useTranslate();
  const button = (title: string, icon: ReactNode, onClick: (() => void) | undefined, testId: string) =>
    onClick && (
      <Tooltip title={title}>
        <IconButton size="small" aria-label={title} onClick={onClick} data-testid={testId} sx={{ p: 0.25 }}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      {button(
        translate('app.upload.moveBefore', { _: '前移' }),
        <BeforeIcon fontSize="inherit" />,
        onBefore,
        'upload-move-before',
      )}
      {button(
        translate('app.upload.remove', { _: '删除' }),
        <RemoveIcon fontSize="inherit" />,
        onRemove,
        'upload-remove',
      )}
      {button(
        translate('app.upload.moveAfter', { _: '后移' }),
        <AfterIcon fontSize="inherit" />,
        onAfter,
        'upload-move-after',
      )}
    </Box>
  );
};

/**
 * The file input's visible faces (上传, 更换) are its labels, not controls: the input itself, out of
 * sight, takes the focus, and the face shows the focus ring for it.
 */
const CHOOSER_FACE = 'upload-chooser-face';
const FOCUS_ON_FACE = {
  [`&:has(> input[type="file"]:focus-visible) .${CHOOSER_FACE}`]: {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
};

/** One uploaded file as it will be shown: a thumbnail (opens the lightbox), a small player, or a chip. */
const Preview = ({
  kind,
  link,
  name,
  index,
  onOpen,
}: {
  kind: UploadKind;
  link: string;
  name?: string;
  index: number;
  onOpen: () => void;
}) => {
  const size = SIZE[kind];
  if (kind === 'video') {
    return (
      <Box
        component="video"
        src={link}
        controls
        preload="metadata"
        data-testid="upload-video"
        sx={{ ...size, display: 'block', bgcolor: 'common.black', borderRadius: 1 }}
      />
    );
  }
  if (kind === 'file') return <FileChip link={link} name={name} index={index} />;
  return <Thumbnail link={link} index={index} onOpen={onOpen} {...size} testId="upload-thumb" />;
};

const Pending = ({ kind, upload }: { kind: UploadKind; upload: PendingUpload }) => {
  const translate = useTranslate();
  const percent = Math.round(upload.fraction * 100);
  return (
    <Box
      data-testid="upload-progress"
      sx={{
        width: SIZE[kind].width,
        minHeight: SIZE[kind].height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
      }}
    >
      <Typography variant="caption" noWrap title={upload.name}>
        {upload.name}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={upload.name} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.upload.uploading', { _: '上传中 %{percent}%', percent })}
      </Typography>
    </Box>
  );
};

/**
 * The input of a declared upload field (`image`, `images`, `video`, `videos`, `file`, `files`): checks
 * each chosen file's type and size first with the kind's message (the server checks the bytes again),
 * sends them with a progress bar, and shows what the field holds (thumbnails with a lightbox, small
 * players, file chips), each removable and, when several, reorderable. The value stays Blade's: a
 * link, or links joined by commas.
 */
export const UploadInput = ({ field, label, validate }: Props) => {
  const kind = kindOfField(field.type) ?? 'file';
  const multiple = MULTI_UPLOAD_TYPES.has(field.type);
  const rule = UPLOAD_KINDS[kind];
  const maxBytes = field.maxBytes ?? rule.maxBytes;
  const disabled = !!field.readOnly;
  const resource = useResourceContext();
  const { field: input, fieldState, isRequired } = useInput({ source: field.name, validate });
  const { getValues } = useFormContext();
  // Inside an array input (a list of other problems) the value lives under the row's path.
  const path = useWrappedSource(field.name);
  const translate = useTranslate();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const inputId = useId();
  const [names, setNames] = useState<Record<string, string>>({});
  const [viewing, setViewing] = useState<number | null>(null);
  const links = splitLinks(input.value);
  const hint = translate(`app.upload.rules.${kind}`, { size: sizeText(maxBytes), _: refusalOf(rule, maxBytes) });

  const write = (next: string[]) => {
    input.onChange(joinLinks(next));
    input.onBlur();
  };
  // Uploads end one by one: each adds to the form's value at that moment, not to this render's.
  const { pending, start } = useUploads(uploadUrl(resource, field, kind), (link, originalName) => {
    write(multiple ? [...splitLinks(getValues(path)), link] : [link]);
    setNames((known) => ({ ...known, [link]: originalName }));
  });

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again must fire change again
    if (files.length === 0) return;
    if (files.some((file) => checkBeforeUpload(file, rule, maxBytes))) {
      notify(hint, 'error');
      return;
    }
    try {
      await start(multiple ? files : files.slice(0, 1));
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') notifyFailure(error);
    }
  };

  const move = (index: number, delta: number) => {
    const next = [...links];
    [next[index], next[index + delta]] = [next[index + delta], next[index]];
    write(next);
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const busy = pending.length > 0;
  // What choosing a file does now: add (上传), or put another in place of the one held (更换).
  const replaces = !multiple && links.length > 0;
  const inputName = replaces
    ? translate('app.upload.replaceFor', { _: '更换 %{field}', field: label })
    : translate('app.upload.chooseFor', { _: '上传 %{field}', field: label });

  return (
    <Box sx={{ my: 1, position: 'relative', ...FOCUS_ON_FACE }} data-testid={`upload-input-${field.name}`}>
      <FormLabel htmlFor={inputId} required={isRequired} error={!!error} sx={{ display: 'block', mb: 1, fontSize: 13 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {links.map((link, index) => (
          <Box key={link} data-testid="upload-item" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Preview kind={kind} link={link} name={names[link]} index={index} onOpen={() => setViewing(index)} />
            {!disabled && (
              <ItemControls
                onRemove={() => write(links.filter((_, i) => i !== index))}
                onBefore={multiple && index > 0 ? () => move(index, -1) : undefined}
                onAfter={multiple && index < links.length - 1 ? () => move(index, 1) : undefined}
              />
            )}
          </Box>
        ))}
        {pending.map((upload) => (
          <Pending key={upload.key} kind={kind} upload={upload} />
        ))}
        {!disabled && (multiple || links.length === 0) && !busy && (
          <Button
            variant="outlined"
            component="label"
            htmlFor={inputId}
            className={CHOOSER_FACE}
            tabIndex={-1}
            data-testid={`upload-${field.name}`}
            startIcon={<UploadIcon />}
            sx={{
              ...SIZE[kind],
              minHeight: 32,
              flexDirection: kind === 'file' ? 'row' : 'column',
              gap: 0.5,
              '& .MuiButton-startIcon': { m: 0 },
            }}
          >
            {translate('app.upload.choose', { _: '上传' })}
          </Button>
        )}
        {!disabled && replaces && !busy && (
          <Button
            size="small"
            component="label"
            htmlFor={inputId}
            className={CHOOSER_FACE}
            tabIndex={-1}
            data-testid={`upload-replace-${field.name}`}
          >
            {translate('app.upload.replace', { _: '更换' })}
          </Button>
        )}
      </Box>
      <Box
        component="input"
        id={inputId}
        type="file"
        aria-label={inputName}
        sx={VISUALLY_HIDDEN}
        accept={acceptOf(rule)}
        multiple={multiple}
        disabled={disabled || busy}
        onChange={onFiles}
        data-testid={`upload-file-${field.name}`}
      />
      <FormHelperText error={!!error}>
        <InputHelperText error={error} helperText={hint} />
      </FormHelperText>
      {kind === 'image' && <Lightbox links={links} index={viewing} onIndex={setViewing} />}
    </Box>
  );
};
