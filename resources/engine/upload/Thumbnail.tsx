import type { MouseEvent } from 'react';
import { Box, ButtonBase } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A picture's thumbnail that opens it in the lightbox: a button named 查看图片 <n> / View picture <n>, so
 * Tab reaches it and Enter opens it. `lazy`: loaded when scrolled to (lists and pages of many).
 */
export const Thumbnail = ({
  link,
  index,
  onOpen,
  width,
  height,
  testId,
  lazy = false,
}: {
  link: string;
  index: number;
  onOpen: (event: MouseEvent) => void;
  width: number;
  height: number;
  testId: string;
  lazy?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={translate('app.upload.view', { _: '查看图片 %{index}', index: index + 1 })}
      focusRipple
      sx={{ borderRadius: 1, cursor: 'zoom-in' }}
    >
      {/* The button's name says what it is: the picture itself adds nothing a reader needs. */}
      <Box
        component="img"
        src={link}
        alt=""
        loading={lazy ? 'lazy' : undefined}
        data-testid={testId}
        sx={{ width, height, display: 'block', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </ButtonBase>
  );
};
