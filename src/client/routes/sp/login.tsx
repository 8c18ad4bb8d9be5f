import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { useLoginScreen } from '../login-content';

export default function SpLoginRoute() {
  const { schoolName, content } = useLoginScreen('sp');
  return (
    <SpLayout schoolName={schoolName}>
      <h1 className="page-title">ログイン</h1>
      {content}
    </SpLayout>
  );
}
