import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DialogRequest } from '../engine/dialogs';

/** Until the forms feature lands, a dialog request goes to the contact page, which holds the form. */
export default function DialogOutlet({ onClose }: { request: DialogRequest; onClose: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    void navigate('/contact-info');
  }, [navigate, onClose]);
  return null;
}
