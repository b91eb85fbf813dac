import { useNavigate } from 'react-router';
import { ErrorStatus } from '../../../shared/ui/error-status.tsx';

export default function ErrorPage() {
  const navigate = useNavigate();
  // Retry goes back to where the user came from; with no history, to the start page.
  return <ErrorStatus onRetry={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} homeHref="/" />;
}
