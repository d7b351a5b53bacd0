import { useId } from 'react';
import { ROOM_SCENES } from './scenes';

export interface RoomPickerProps {
  value: string;
  onChange: (roomId: string) => void;
  /** Which rooms to offer (ids); all five by default. */
  roomIds?: string[];
  /** The group's visible label. */
  legend?: string;
  /** Choices offered after the rooms (such as the shopper's own wall). */
  extra?: { id: string; name: string }[];
}

/** A row of room choices (radio buttons styled as pills), keyboard-usable with the arrow keys. */
export function RoomPicker({ value, onChange, roomIds, legend = 'Room', extra = [] }: RoomPickerProps) {
  const name = useId();
  const rooms = [...(roomIds ? ROOM_SCENES.filter((r) => roomIds.includes(r.id)) : ROOM_SCENES), ...extra];
  return (
    <fieldset className="room-picker">
      <legend className="room-picker-legend">{legend}</legend>
      <div className="room-picker-options">
        {rooms.map((room) => (
          <label key={room.id} className={room.id === value ? 'room-pill is-selected' : 'room-pill'}>
            <input type="radio" name={name} value={room.id} checked={room.id === value} onChange={() => onChange(room.id)} />
            <span>{room.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
