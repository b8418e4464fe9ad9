#pragma once

#include "unit_scale.h"

#include <QChartView>
#include <QHash>
#include <QPointF>

#include <utility>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace sluice {

/// One chart of the Monitor: lines over time (seconds since the start) with a value axis whose
/// unit scales (k, M; KiB, MiB), hover values, a legend that can be hidden, zoom by dragging a
/// rectangle or Ctrl+wheel (right-click or resetZoom() goes back to following the window); the
/// plain wheel scrolls the Monitor.
class ChartPanel : public QChartView
{
    Q_OBJECT

public:
    struct Line {
        QString label;
        std::vector<QPointF> points; ///< unscaled values
        Qt::PenStyle style = Qt::SolidLine;
        QColor color; ///< invalid: the theme's next colour
        bool markers = false; ///< marks each point (events such as checkpoints, not samples)
    };

    ChartPanel(const QString &title, UnitScale::Unit unit, QWidget *parent = nullptr);

    /// Replaces the lines (matched by label, so colours stay put) and shows [from, to] unless
    /// the user zoomed in.
    void setLines(const std::vector<Line> &lines, double from, double to);
    void setLegendShown(bool shown);
    /// The unit of the values given to the next setLines().
    void setUnit(UnitScale::Unit unit) { m_unit = unit; }
    void setDark(bool dark);
    bool isZoomed() const { return m_zoomed; }
    /// The time axis's range now, in seconds.
    std::pair<double, double> timeRange() const;
    void resetZoom();
    int lineCount() const { return int(m_series.size()); }
    /// The unit suffix of the value axis now ("k/s", "MiB").
    QString axisSuffix() const { return m_scale.suffix; }
    QString title() const;

    /// The chart drawn at kExportSize, whatever its size on screen (a report's picture, not
    /// a cramped grid cell), at kPngScale pixels per point so it stays sharp when printed.
    QImage toImage();
    /// Writes the chart as PNG or, for a ".svg" path, as SVG. On failure returns false and sets
    /// `error` to a message naming the file and the reason.
    bool exportTo(const QString &path, QString *error);

    static constexpr QSize kExportSize{1280, 720};
    static constexpr int kPngScale = 2;

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void paintChart(QPainter &painter, const QSize &size);
    void updateTimeFormat();
    void onHovered(QLineSeries *series, const QPointF &point, bool state);

    UnitScale::Unit m_unit;
    UnitScale::Scale m_scale;
    QValueAxis *m_timeAxis;
    QValueAxis *m_valueAxis;
    QHash<QString, QLineSeries *> m_series;
    static constexpr double kMinZoomSeconds = 2;
    double m_from = 0, m_to = 60;         ///< the time range set when not zoomed
    double m_spanFrom = 0, m_spanTo = 60; ///< the samples' span, zoomed or not
    bool m_zoomed = false;
};

} // namespace sluice
