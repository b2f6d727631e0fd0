import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { buildScreens, ResourceList } from '../../engine';
import schema from './schema';

export const PATROL_PATH = '/patrol/index';

/** 远程巡查 of all cameras. */
const PatrolButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button size="small" startIcon={<VideocamIcon />} onClick={() => navigate(PATROL_PATH)} data-testid="open-patrol">
      {translate('app.camera.patrol', { _: '远程巡查' })}
    </Button>
  );
};

/** 播放: the patrol page with this camera's subject open and the camera on the wall. */
const PlayButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<PlayIcon />}
      data-testid="camera-play"
      onClick={() =>
        navigate(
          `${PATROL_PATH}?subjectId=${encodeURIComponent(String(record.subjectId))}&cameraId=${encodeURIComponent(String(record.id))}`,
        )
      }
    >
      {translate('app.camera.play', { _: '播放' })}
    </Button>
  );
};

/** 摄像头: the generated list (filter by subject for a venue's cameras) with 远程巡查 and 播放. */
const CameraList = () => <ResourceList toolbar={<PatrolButton />} rowActions={<PlayButton />} />;

export default buildScreens(schema, { list: CameraList, icon: VideocamIcon });
