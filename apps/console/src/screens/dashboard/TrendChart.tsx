import type { DashboardTrendPoint } from '@console/contract';
import { formatMoney } from '@console/core';
import { vars } from '@console/ui';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  AXIS_SPACE,
  compactMoney,
  monthName,
  monthTitle,
  trendGeometry,
  trendSummary,
} from './trendChart.logic';

const DEFAULT_WIDTH = 560;
const LABEL_GAP = 5;

const Root = styled.div`
  width: 100%;
  svg {
    display: block;
    overflow: visible;
  }
  text {
    font-family: ${vars.fontFamily};
    font-size: 12px;
    fill: ${vars.textSecondary};
  }
  .value {
    fill: ${vars.textRegular};
    font-size: 11px;
  }
  .bar {
    fill: ${vars.primaryReadable};
  }
  .bar.loss {
    fill: ${vars.dangerText};
  }
  .zero {
    stroke: ${vars.textSecondary};
    stroke-width: 1;
  }
`;

/** The element's width in px, followed as it resizes (the SVG is drawn in px so its text keeps its size). */
function useWidth(ref: RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface TrendChartProps {
  /** What the bars measure, e.g. 'Net change of available balance'. */
  label: string;
  /** One per month, oldest first. */
  points: readonly DashboardTrendPoint[];
  /** Height in px; the width follows the container. */
  height: number;
}

/**
 * Bars per month with a zero line, losses hanging under it. Screen readers get one image whose name reads
 * every month and amount; each bar also has its exact amount as a tooltip.
 */
export function TrendChart({ label, points, height }: TrendChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref, DEFAULT_WIDTH);
  const { bars, zeroY } = trendGeometry(points, width, height);
  const monthY = height - AXIS_SPACE + 16;

  return (
    <Root ref={ref}>
      <svg role="img" aria-label={trendSummary(label, points)} width={width} height={height}>
        {bars.map((bar) => {
          const { short, year } = monthName(bar.month);
          const valueY = bar.negative ? bar.y + bar.height + LABEL_GAP + 10 : bar.y - LABEL_GAP;
          return (
            <g key={bar.month} data-month={bar.month}>
              <title>{`${monthTitle(bar.month)}: ${formatMoney(bar.amount) ?? bar.amount}`}</title>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={2}
                className={bar.negative ? 'bar loss' : 'bar'}
              />
              <text className="value" x={bar.centre} y={valueY} textAnchor="middle">
                {compactMoney(bar.amount)}
              </text>
              <text x={bar.centre} y={monthY} textAnchor="middle">
                {short}
              </text>
              {bar.showYear && year ? (
                <text x={bar.centre} y={monthY + 15} textAnchor="middle">
                  {year}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className="zero" data-zero-line="" x1={0} x2={width} y1={zeroY} y2={zeroY} />
      </svg>
    </Root>
  );
}
