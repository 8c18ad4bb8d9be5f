import { PcLoginLayout } from '@client/components/layouts/pc/PcLoginLayout';
import { useLoginScreen } from '../login-content';

export default function PcLoginRoute() {
  const { schoolName, content } = useLoginScreen('pc');
  return <PcLoginLayout schoolName={schoolName}>{content}</PcLoginLayout>;
}
