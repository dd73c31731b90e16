// The `./drawer` expose: default export AryaDrawer, rendered by the shell's header.
import { AryaDrawer } from '../features/chat/components/arya-drawer';

export default AryaDrawer;
