#include "chart_panel.h"

#include <QCursor>
#include <QDir>
#include <QFile>
#include <QGraphicsLayout>
#include <QImageWriter>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QValueAxis>
#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace sluice {

ChartPanel::ChartPanel(const QString &title, UnitScale::Unit unit, QWidget *parent)
    : QChartView(new QChart, parent), m_unit(unit), m_timeAxis(new QValueAxis),
      m_valueAxis(new QValueAxis)
{
    QChart *c = chart();
    c->setTitle(title);
    c->setAnimationOptions(QChart::NoAnimation);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignBottom);
    c->addAxis(m_timeAxis, Qt::AlignBottom);
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    m_timeAxis->setTickCount(6);
    m_timeAxis->setRange(m_from, m_to); // before the watch below: only the user's ranges zoom
    m_valueAxis->setTickCount(5);
    m_valueAxis->setRange(0, 1);
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::HorizontalRubberBand);
    setMinimumSize(260, 190);
    connect(m_timeAxis, &QValueAxis::rangeChanged, this, [this](qreal min, qreal max) {
        // A range we did not set came from the rubber band. (Not qFuzzyCompare: it never finds
        // 0 equal to 0, and the first window starts at 0.)
        if (std::abs(min - m_from) > 1e-6 || std::abs(max - m_to) > 1e-6) {
            m_zoomed = true;
            updateTimeFormat();
        }
    });
}

void ChartPanel::setLines(const std::vector<Line> &lines, double from, double to)
{
    QChart *c = chart();
    double top = 0;
    for (const Line &line : lines) {
        for (const QPointF &p : line.points) {
            if (m_zoomed && (p.x() < m_timeAxis->min() || p.x() > m_timeAxis->max()))
                continue;
            top = std::max(top, p.y());
        }
    }
    m_scale = UnitScale::scaleFor(top, m_unit);
    double scaledTop = top / m_scale.divisor;
    if (m_unit == UnitScale::Unit::Percent)
        scaledTop = std::max(scaledTop, 10.0);
    m_valueAxis->setRange(0, scaledTop > 0 ? scaledTop * 1.05 : 1.0);
    m_valueAxis->applyNiceNumbers(); // round the top and the ticks so the labels read well
    const double step = (m_valueAxis->max() - m_valueAxis->min())
                        / std::max(1, m_valueAxis->tickCount() - 1);
    const int decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
    QString suffix = m_scale.suffix;
    suffix.replace(QLatin1Char('%'), QStringLiteral("%%")); // a printf format
    const QString gap = suffix.isEmpty() || suffix.startsWith(QLatin1Char('/')) ? QString()
                                                                                : QStringLiteral(" ");
    m_valueAxis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals) + gap + suffix);

    QHash<QString, QLineSeries *> kept;
    for (const Line &line : lines) {
        QLineSeries *series = m_series.take(line.label);
        if (!series) {
            series = new QLineSeries;
            series->setName(line.label);
            c->addSeries(series);
            series->attachAxis(m_timeAxis);
            series->attachAxis(m_valueAxis);
            connect(series, &QLineSeries::hovered, this,
                    [this, series](const QPointF &point, bool state) {
                        onHovered(series, point, state);
                    });
        }
        QPen pen = series->pen();
        pen.setWidthF(1.6);
        pen.setStyle(line.style);
        if (line.color.isValid())
            pen.setColor(line.color);
        series->setPen(pen);
        series->setPointsVisible(line.markers);
        QList<QPointF> scaled;
        scaled.reserve(qsizetype(line.points.size()));
        for (const QPointF &p : line.points)
            scaled.append(QPointF(p.x(), p.y() / m_scale.divisor));
        series->replace(scaled);
        kept.insert(line.label, series);
    }
    for (QLineSeries *stale : std::as_const(m_series)) {
        c->removeSeries(stale);
        delete stale;
    }
    m_series = kept;

    // Many lines: the legend goes to the side, where it lists them instead of eliding.
    c->legend()->setAlignment(lines.size() > 4 ? Qt::AlignRight : Qt::AlignBottom);
    m_spanFrom = from;
    m_spanTo = std::max(to, from + 1);
    if (!m_zoomed) {
        m_from = m_spanFrom;
        m_to = m_spanTo;
        m_timeAxis->setRange(m_from, m_to);
    }
    updateTimeFormat();
}

QString ChartPanel::title() const
{
    return chart()->title();
}

void ChartPanel::paintChart(QPainter &painter, const QSize &size)
{
    // The chart is laid out at the export size for the drawing, then given back its size on
    // screen.
    QChart *c = chart();
    const QRectF onScreen = c->geometry();
    auto layOut = [c](const QRectF &geometry) {
        c->setGeometry(geometry);
        if (c->layout())
            c->layout()->activate();
    };
    const QRectF exported(QPointF(0, 0), QSizeF(size));
    if (onScreen != exported)
        layOut(exported);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), backgroundBrush());
    scene()->render(&painter, exported, c->geometry());
    if (onScreen != exported && !onScreen.isEmpty())
        layOut(onScreen);
}

QImage ChartPanel::toImage()
{
    const QSize size = kExportSize;
    QImage image(size * kPngScale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kPngScale);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintChart(painter, size);
    painter.end();
    return image;
}

bool ChartPanel::exportTo(const QString &path, QString *error)
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    };
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return fail(file.errorString());
        const QSize size = kExportSize;
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title());
        svg.setDescription(tr("Chart exported by Sluice"));
        QPainter painter;
        if (!painter.begin(&svg))
            return fail(tr("the SVG could not be drawn"));
        paintChart(painter, size);
        painter.end();
        if (file.error() != QFileDevice::NoError)
            return fail(file.errorString());
        return true;
    }
    QImageWriter writer(path, "png");
    if (!writer.write(toImage()))
        return fail(writer.errorString());
    return true;
}

void ChartPanel::updateTimeFormat()
{
    const double span = m_timeAxis->max() - m_timeAxis->min();
    m_timeAxis->setLabelFormat(span >= 10 ? QStringLiteral("%.0f s") : QStringLiteral("%.1f s"));
}

void ChartPanel::setLegendShown(bool shown)
{
    chart()->legend()->setVisible(shown);
}

void ChartPanel::setDark(bool dark)
{
    // Keep line colours across the switch: the theme would reassign them.
    chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart()->setBackgroundRoundness(0);
    setBackgroundBrush(chart()->backgroundBrush());
    updateTimeFormat();
}

std::pair<double, double> ChartPanel::timeRange() const
{
    return {m_timeAxis->min(), m_timeAxis->max()};
}

void ChartPanel::resetZoom()
{
    m_zoomed = false;
    m_from = m_spanFrom;
    m_to = m_spanTo;
    m_timeAxis->setRange(m_from, m_to);
    updateTimeFormat();
}

void ChartPanel::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void ChartPanel::wheelEvent(QWheelEvent *event)
{
    // The wheel scrolls the Monitor (the event goes on to its scroll area); Ctrl+wheel zooms the
    // time axis about the cursor, never past the samples' span nor below two seconds.
    if (!(event->modifiers() & Qt::ControlModifier) || event->angleDelta().y() == 0) {
        for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
                QCoreApplication::sendEvent(area->verticalScrollBar(), event);
                return;
            }
        }
        event->ignore();
        return;
    }
    const double factor = event->angleDelta().y() > 0 ? 0.8 : 1.25;
    const double min = m_timeAxis->min(), max = m_timeAxis->max();
    const QPointF value = chart()->mapToValue(event->position(), nullptr);
    const double centre = std::clamp(value.x(), min, max);
    double from = std::max(m_spanFrom, centre - (centre - min) * factor);
    double to = std::min(m_spanTo, centre + (max - centre) * factor);
    if (to - from < kMinZoomSeconds) {
        const double middle = std::clamp(centre, m_spanFrom + kMinZoomSeconds / 2, m_spanTo - kMinZoomSeconds / 2);
        from = std::max(m_spanFrom, middle - kMinZoomSeconds / 2);
        to = std::min(m_spanTo, middle + kMinZoomSeconds / 2);
    }
    event->accept();
    if (from <= m_spanFrom && to >= m_spanTo) {
        resetZoom(); // zoomed all the way out: follow the samples again
        return;
    }
    m_zoomed = true;
    m_timeAxis->setRange(from, to);
    updateTimeFormat();
}

void ChartPanel::onHovered(QLineSeries *series, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    // Report the sample nearest to the cursor, unscaled, in its full unit.
    const QList<QPointF> points = series->points();
    if (points.isEmpty())
        return;
    const auto nearest = std::min_element(points.begin(), points.end(),
                                          [&point](const QPointF &a, const QPointF &b) {
                                              return std::abs(a.x() - point.x())
                                                     < std::abs(b.x() - point.x());
                                          });
    QToolTip::showText(QCursor::pos(),
                       tr("%1\n%2 at %3 s")
                           .arg(series->name(),
                                UnitScale::format(nearest->y() * m_scale.divisor, m_unit))
                           .arg(nearest->x(), 0, 'f', 1),
                       this);
}

} // namespace sluice
