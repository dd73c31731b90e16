// The Arya drawer in the header (000 section 1): only for companies with the artificial
// intelligence feature; loaded from mf_arya, and simply absent when that remote is unavailable.
import { useCurrentUser } from 'shared-auth';
import { RemoteComponent } from '../features/remotes';

export function AryaDrawerSlot() {
  const { user } = useCurrentUser();
  const hasArya = !!user?.company?.features.some((feature) => feature.feature === 'artificial_intelligence' && feature.enabled);
  return hasArya ? <RemoteComponent remote="mf_arya" module="./drawer" fallback={null} /> : null;
}
