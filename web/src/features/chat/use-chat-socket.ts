import { CHAT_RECONNECT_MS, serverFrame, type ServerFrame } from '@elite/contracts/schemas/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest.ts';

/** /ws/chat on this page's host: wss when the page is https (docs/chat.md#frames). */
function chatSocketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/chat`;
}

interface Handlers {
  /** Every frame that matches the contract; others are logged and ignored (docs/chat.md#refusals-and-closes). */
  onFrame(frame: ServerFrame): void;
  /** Each time the socket opens (first time and after every reconnect). */
  onOpen?(send: (frame: unknown) => boolean): void;
}

/**
 * A socket to /ws/chat while `enabled`, reopened CHAT_RECONNECT_MS after
 * every close, indefinitely (docs/chat.md#reconnecting-and-resuming). `send` answers false
 * when the socket is not open. `lost`: it was open and closed, and is being opened again (not the first connect).
 */
export function useChatSocket(enabled: boolean, handlers: Handlers) {
  const [connection, setConnection] = useState<'connecting' | 'open' | 'lost'>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const handlersRef = useLatest(handlers);

  const send = useCallback((frame: unknown) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(chatSocketUrl());
      socketRef.current = socket;
      socket.onopen = () => {
        setConnection('open');
        handlersRef.current.onOpen?.(send);
      };
      socket.onmessage = (event) => {
        let parsed;
        try {
          parsed = serverFrame.safeParse(JSON.parse(String(event.data)));
        } catch {
          parsed = undefined;
        }
        if (parsed?.success) handlersRef.current.onFrame(parsed.data);
        else console.warn('chat: ignored a frame that could not be read');
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        setConnection((was) => (was === 'connecting' ? 'connecting' : 'lost'));
        if (!stopped) retry = setTimeout(connect, CHAT_RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socketRef.current?.close();
      socketRef.current = null;
      setConnection('connecting');
    };
  }, [enabled, send, handlersRef]);

  return { connected: connection === 'open', lost: connection === 'lost', send };
}

/** "3:07 PM": message times in the visitor's own clock. */
export function formatChatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** Sorted by id, each id once; messages still waiting for their acknowledgement come last. */
export function mergeMessages<M extends { id: number; clientId?: string }>(current: M[], incoming: M[]): M[] {
  const byKey = new Map<string, M>();
  for (const m of [...current, ...incoming]) {
    // An acknowledged message replaces its pending copy (same clientId, id 0 until stored).
    if (m.id > 0 && m.clientId) byKey.delete(`c:${m.clientId}`);
    const key = m.id > 0 ? `i:${m.id}` : `c:${m.clientId}`;
    if (m.id === 0 && m.clientId && [...byKey.values()].some((x) => x.id > 0 && x.clientId === m.clientId)) continue;
    byKey.set(key, m);
  }
  return [...byKey.values()].sort((a, b) => (a.id === 0 ? Number.MAX_SAFE_INTEGER : a.id) - (b.id === 0 ? Number.MAX_SAFE_INTEGER : b.id));
}
