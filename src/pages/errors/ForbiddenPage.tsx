import { ErrorPage } from './ErrorPage';

const ForbiddenPage = () => (
  <ErrorPage code="403" messageKey="app.errorPage.forbidden" message="抱歉，你无权访问该页面" />
);
export default ForbiddenPage;
