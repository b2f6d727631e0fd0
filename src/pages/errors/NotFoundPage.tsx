import { ErrorPage } from './ErrorPage';

const NotFoundPage = () => (
  <ErrorPage code="404" messageKey="app.errorPage.notFound" message="抱歉，你访问的页面不存在" />
);
export default NotFoundPage;
