import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const Thrower = (): never => {
  throw new Error('测试页面：渲染错误');
};

/** /test/index: a place to try the error log and the layout without touching real data. */
const TestPage = () => {
  const translate = useTranslate();
  const [crash, setCrash] = useState(false);
  return (
    <Card data-testid="test-page">
      <CardHeader title={translate('app.route.test', { _: '测试页面' })} />
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.test.intro', { _: '以下按钮用于检验错误日志：错误会出现在顶部栏的错误日志中。' })}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="error" onClick={() => setCrash(true)} data-testid="test-render-error">
            {translate('app.test.renderError', { _: '触发渲染错误' })}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => void Promise.reject(new Error('测试页面：未处理的 Promise 异常'))}
            data-testid="test-promise-error"
          >
            {translate('app.test.promiseError', { _: '触发 Promise 异常' })}
          </Button>
        </Box>
        {crash && <Thrower />}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {new Date().toLocaleString()}
        </Typography>
      </CardContent>
    </Card>
  );
};

export default TestPage;
