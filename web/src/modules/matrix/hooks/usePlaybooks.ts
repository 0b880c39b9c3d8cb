import { useEffect, useState } from 'react';
import type { Playbook } from '@arcline/shared';
import { listPlaybooks } from '../../review/api/listPlaybooks';

/** The company's playbooks (`GET /api/playbooks`), read each time a playbook dialog opens; null while loading. */
export function usePlaybooks(open: boolean): { playbooks: Playbook[] | null; failed: string[] | null } {
  const [playbooks, setPlaybooks] = useState<Playbook[] | null>(null);
  const [failed, setFailed] = useState<string[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setPlaybooks(null);
    setFailed(null);
    void listPlaybooks().then((result) => {
      if (!current) return;
      if (result.ok) setPlaybooks(result.data);
      else setFailed(result.errors);
    });
    return () => {
      current = false;
    };
  }, [open]);
  return { playbooks, failed };
}
