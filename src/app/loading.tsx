import { Spin } from 'antd';

export function Loading() {
  return <Spin style={{ display: 'block', margin: '64px auto' }} />;
}
