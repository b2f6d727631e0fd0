import { ErrorPage } from './ErrorPage';

const ServerErrorPage = () => (
  <ErrorPage code="500" messageKey="app.errorPage.serverError" message="抱歉，服务器出错了" />
);
export default ServerErrorPage;
