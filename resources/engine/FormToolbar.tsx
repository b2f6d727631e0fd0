import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  DeleteWithConfirmButton,
  LinkBase,
  SaveButton,
  Toolbar,
  useCreatePath,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * Save (clickable on an untouched form, so it shows what is required; not while saving), back to the list (at its menu
 * path, through react-admin's router), and on edit pages delete with the list's confirmation words.
 */
export const FormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const notifyFailure = useNotifyFailure();
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {/* Pressable on an untouched form (it then shows what is required), not while a save is running. */}
        <SaveButton alwaysEnable={!isSubmitting} data-testid="save-button" />
        <Button
          component={LinkBase}
          to={createPath({ resource, type: 'list' })}
          startIcon={<ArrowBackIcon />}
          data-testid="back-button"
        >
          {translate('app.form.back', { _: '返回' })}
        </Button>
      </Box>
      {mode === 'edit' && (
        <DeleteWithConfirmButton
          confirmTitle={translate('app.common.tip', { _: '提示' })}
          confirmContent={translate('app.common.deleteConfirm', { _: '确定将选择数据删除?' })}
          successMessage="app.common.deleteSuccess"
          mutationOptions={{ onError: notifyFailure }}
        />
      )}
    </Toolbar>
  );
};
