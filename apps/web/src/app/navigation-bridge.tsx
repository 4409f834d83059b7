import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';

/** Session ends and 401s happen outside React: let them move the router instead of reloading the page. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, state) => void navigate(to, { replace: true, state }));
  }, [navigate]);
  return null;
}
