import { type FolderUnreadCounts, MESSAGE_FOLDERS, type MessageFolder } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import CheckCircleOutlinedIcon from '../../../components/icons/CheckCircleOutlined.tsx';
import DeleteOutlinedIcon from '../../../components/icons/DeleteOutlined.tsx';
import InboxOutlinedIcon from '../../../components/icons/InboxOutlined.tsx';
import SendOutlinedIcon from '../../../components/icons/SendOutlined.tsx';
import StarBorderIcon from '../../../components/icons/StarBorder.tsx';
import { href } from '../../../routing/href.ts';
import { FOLDER_ROUTES } from '../message-folders.ts';

const ICONS: Record<MessageFolder, ReactNode> = {
  inbox: <InboxOutlinedIcon fontSize="small" />,
  sent: <SendOutlinedIcon fontSize="small" />,
  starred: <StarBorderIcon fontSize="small" />,
  trashed: <DeleteOutlinedIcon fontSize="small" />,
  closed: <CheckCircleOutlinedIcon fontSize="small" />,
};

interface Props {
  current: MessageFolder;
  unread: FolderUnreadCounts | undefined;
  /** A list beside the conversations (wide screens) or a row of tabs above them (phones). */
  layout: 'list' | 'tabs';
}

/** The folders, each a link to its address, with how many of its conversations hold an unread answer. */
export function FolderNav({ current, unread, layout }: Props) {
  const { t } = useTranslation();
  const label = (folder: MessageFolder) => t(`messages.folders.${folder}`);
  const count = (folder: MessageFolder) => unread?.[folder] ?? 0;
  const badge = (folder: MessageFolder) =>
    count(folder) > 0 ? (
      <Chip
        size="small"
        color="primary"
        label={count(folder)}
        aria-label={t('messages.unreadCount', { count: count(folder) })}
        data-testid={`folder-unread-${folder}`}
        sx={{ height: 20, fontSize: 12, fontWeight: 600 }}
      />
    ) : null;

  if (layout === 'tabs') {
    return (
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('messages.foldersLabel')}
        textColor="inherit"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          // Secondary text for the others, the text colour and the red bar for the folder shown (red text and
          // faded tabs are too faint).
          '& .MuiTab-root': { opacity: 1, color: 'text.secondary' },
          '& .MuiTab-root.Mui-selected': { color: 'text.primary', fontWeight: 600 },
        }}
      >
        {MESSAGE_FOLDERS.map((folder) => (
          <Tab
            key={folder}
            value={folder}
            component={RouterLink}
            to={href(FOLDER_ROUTES[folder])}
            data-testid={`folder-${folder}`}
            sx={{ minHeight: 52 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {label(folder)}
                {badge(folder)}
              </Box>
            }
          />
        ))}
      </Tabs>
    );
  }

  return (
    <Box component="nav" aria-label={t('messages.foldersLabel')}>
      <List disablePadding>
        {MESSAGE_FOLDERS.map((folder) => (
          <ListItem key={folder} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={href(FOLDER_ROUTES[folder])}
              selected={folder === current}
              aria-current={folder === current ? 'page' : undefined}
              data-testid={`folder-${folder}`}
              sx={{ borderRadius: 1.5, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[folder]}</ListItemIcon>
              <ListItemText
                primary={label(folder)}
                slotProps={{ primary: { sx: { fontWeight: count(folder) > 0 ? 600 : 400 } } }}
              />
              {badge(folder)}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
