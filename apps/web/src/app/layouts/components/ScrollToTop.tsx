import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from 'react-i18next';
import KeyboardArrowUpIcon from '../../../components/icons/KeyboardArrowUp.tsx';
import { SCROLL_TO_TOP_BUTTON, SCROLL_TO_TOP_THRESHOLD } from '../../../lib/scroll.ts';

/** Appears after scrolling more than 200 px. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_THRESHOLD });
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('scroll.toTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          position: 'fixed',
          bottom: SCROLL_TO_TOP_BUTTON.inset,
          insetInlineEnd: SCROLL_TO_TOP_BUTTON.inset,
          width: SCROLL_TO_TOP_BUTTON.size,
          height: SCROLL_TO_TOP_BUTTON.size,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
