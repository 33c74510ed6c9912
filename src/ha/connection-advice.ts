// What to tell a user when the link to Home Assistant fails: the add-on reaches Core through the
// Supervisor's proxy (nothing to configure there), a standalone install through HA_URL and HA_TOKEN.

export interface ConnectionAdvice {
  unreachable: string;
  unauthorized: string;
  lost: string;
}

/** Advice for the WebSocket URL Hearth connects to. */
export function connectionAdvice(websocketUrl: string): ConnectionAdvice {
  let host = '';
  try {
    host = new URL(websocketUrl).hostname;
  } catch {
    // An unparsable URL gets the standalone advice: it came from HA_URL.
  }
  if (host === 'supervisor') {
    return {
      unreachable:
        'Home Assistant may be starting or restarting; Hearth keeps retrying. If this lasts, check that Home Assistant Core is running (Settings → System → Logs)',
      unauthorized:
        'restart the Hearth add-on so the Supervisor issues a fresh token; if it persists, reinstall the add-on',
      lost: 'nothing to do if Home Assistant is restarting; Hearth reconnects by itself',
    };
  }
  return {
    unreachable:
      'check HA_URL (e.g. http://homeassistant.local:8123) and that Home Assistant is running and reachable from this machine; Hearth keeps retrying',
    unauthorized:
      'create a long-lived access token in your Home Assistant profile (Security tab) and set it as HA_TOKEN',
    lost: 'nothing to do if Home Assistant is restarting; otherwise check the network between Hearth and Home Assistant',
  };
}
