import { useEffect } from 'react';
import { useNavigation } from './navigation.js';

/**
 * A one-widget search (form, list and detail by in-memory route) asked for a route it does not show
 * itself: `leaving` is that route (null while the widget shows the current one). `onLeave` gets it;
 * without `onLeave` the widget returns to its start ('/').
 */
export function useLeaveElsewhere(leaving: string | null, onLeave?: (route: string) => void): void {
  const { navigate } = useNavigation();
  useEffect(() => {
    if (leaving === null) return;
    if (onLeave) onLeave(leaving);
    else navigate('/');
  }, [leaving, onLeave, navigate]);
}
