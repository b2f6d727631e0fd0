import { Box, Dialog, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PreviousIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';

interface Props {
  links: string[];
  /** The picture shown; null = closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** The arrows to the previous and next picture: the step, the side, the label (key, Chinese), test id, icon. */
const STEPS = [
  {
    delta: -1,
    side: 'left',
    key: 'app.upload.previous',
    label: '上一张',
    testId: 'lightbox-previous',
    Icon: PreviousIcon,
  },
  { delta: 1, side: 'right', key: 'app.upload.next', label: '下一张', testId: 'lightbox-next', Icon: NextIcon },
] as const;

/** Pictures at full size, one at a time: arrows (buttons or keys) step through them, Esc closes. */
export const Lightbox = ({ links, index, onIndex }: Props) => {
  const translate = useTranslate();
  const open = index !== null && links.length > 0;
  const at = open ? Math.min(index, links.length - 1) : 0;
  const step = (delta: number) => onIndex((at + delta + links.length) % links.length);
  const several = links.length > 1;
  return (
    <Dialog
      open={open}
      onClose={() => onIndex(null)}
      maxWidth="lg"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' && several) step(-1);
        if (event.key === 'ArrowRight' && several) step(1);
      }}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', position: 'relative' } } }}
      data-testid="lightbox"
    >
      {open && (
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 320,
            minHeight: 240,
          }}
        >
          <Box
            component="img"
            src={links[at]}
            alt={`${at + 1}/${links.length}`}
            data-testid="lightbox-image"
            sx={{ display: 'block', maxWidth: '90vw', maxHeight: '85vh', objectFit: 'contain' }}
          />
          {several &&
            STEPS.map(({ delta, side, key, label, testId, Icon }) => (
              <Tooltip key={testId} title={translate(key, { _: label })}>
                <IconButton
                  onClick={() => step(delta)}
                  aria-label={translate(key, { _: label })}
                  data-testid={testId}
                  sx={{ position: 'absolute', [side]: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}
                >
                  <Icon />
                </IconButton>
              </Tooltip>
            ))}
          <IconButton
            onClick={() => onIndex(null)}
            aria-label={translate('app.upload.close', { _: '关闭' })}
            sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}
          >
            <CloseIcon />
          </IconButton>
          <Typography
            variant="caption"
            sx={{
              position: 'absolute',
              bottom: 8,
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,0.4)',
              px: 1,
              borderRadius: 1,
            }}
          >
            {at + 1} / {links.length}
          </Typography>
        </Box>
      )}
    </Dialog>
  );
};
