/** The form rule of a `YYYY-MM-DD` field: the shape and a real calendar date (the server checks the same). */
import type { Rule } from 'antd/es/form';

export const isIsoDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

export const dateRule = (message: string): Rule => ({
  validator: async (_, value: string | undefined) => (value && isIsoDate(value) ? undefined : Promise.reject(new Error(message))),
});
